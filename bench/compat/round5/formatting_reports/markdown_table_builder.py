def md_table(rows, headers, align=None):
    align = align or ["l"] * len(headers)
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    def fmt(vals):
        out = []
        for v, w, a in zip(vals, widths, align):
            out.append(v.rjust(w) if a == "r" else v.center(w) if a == "c" else v.ljust(w))
        return "| " + " | ".join(out) + " |"
    sep = []
    for w, a in zip(widths, align):
        dash = "-" * w
        sep.append(dash[:-1] + ":" if a == "r" else ":" + dash[1:-1] + ":" if a == "c" else dash)
    return "\n".join([fmt(headers), "| " + " | ".join(sep) + " |"] + [fmt(r) for r in cells])

results = [("gpt-small", 0.712, 1204), ("gpt-large", 0.845, 388), ("baseline", 0.5, 2000)]
rows = [(m, f"{acc:.1%}", f"{n:,}") for m, acc, n in sorted(results, key=lambda r: -r[1])]
print(md_table(rows, ["Model", "Accuracy", "Samples"], ["l", "r", "c"]))
