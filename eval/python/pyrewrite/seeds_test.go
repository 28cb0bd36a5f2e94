package pyrewrite

// rewriteSeeds are, besides rewriteCases' inputs, constructs the rewriter
// lowers that the case table does not hold.
var rewriteSeeds = []string{
	"match p:\n    case [x, *rest]:\n        y = x\n    case {\"k\": v}:\n        y = v\n    case _:\n        y = None\n",
	"try:\n    f()\nexcept* ValueError as eg:\n    g(eg)\n",
	"def f(a, /, b, *, c):\n    return f\"{a!r} {b:>{c}}\"\n",
	"print(f\"{'nested' + f'{1}'}\")\n",
}
