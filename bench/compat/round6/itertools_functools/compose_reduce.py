from functools import reduce, partial
import re

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)

strip_tags = partial(re.sub, r"<[^>]+>", "")
collapse = partial(re.sub, r"\s+", " ")
clean = compose(strip_tags, collapse, str.strip, str.lower)
samples = ["<p>Hello   <b>World</b></p>", "  <div>\n Multi\n line </div> ", "no tags"]
print([clean(s) for s in samples])
pipeline = compose(str.split, len)
print(pipeline("one two three"), compose()(42))
totals = reduce(lambda acc, kv: {**acc, kv[0]: acc.get(kv[0], 0) + kv[1]},
                [("a", 1), ("b", 2), ("a", 5)], {})
print(totals)
print(reduce(lambda a, b: a if len(a) >= len(b) else b, "find the longest word here".split()))
