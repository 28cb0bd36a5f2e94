import sys, math, itertools, collections, functools, string, textwrap, re, json, heapq, bisect
print(*[1, 2, 3], sep=", ", end="!\n")
sys.stdout.write("written\n")
print("{name}-{n:03d}".format_map({"name": "x", "n": 7}))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=20), textwrap.indent("a\nb", "> "), repr(textwrap.dedent("   x\n   y")))
c = collections.Counter("abracadabra")
print(c.total(), c.most_common(2), sorted(c.elements())[:4], +c, c - collections.Counter("aa"))
print(math.isclose(0.1 + 0.2, 0.3), (255).bit_count(), math.gcd(12, 18, 24), math.lcm(4, 6), pow(3, -1, 7), pow(2, 10, 1000))
print(int("0x1f", 16), int("0b101", 0), bytes.fromhex("de ad").hex(), format(10, "08b"), bin(-5), oct(64), hex(255))
print(list(reversed({"a": 1, "b": 2})), round(2.675, 2), round(0.5), round(1.5), round(-0.5), f"{1234567.891:,.2f} {1234567:_} {0.25:.1%} {42:>+6} {3.14159:^10.3f}|")
d = collections.deque(range(5)); d.rotate(2); print(d, list(itertools.product("ab", repeat=2)), functools.reduce(lambda a, b: a * b, [1, 2, 3], 10))
print(heapq.nsmallest(2, [("a", 3), ("b", 1), ("c", 2)], key=lambda t: t[1]), bisect.bisect_left([1, 3, 5], 4), string.ascii_letters[:5], string.punctuation[:5])
lst = []; bisect.insort(lst, 3); bisect.insort(lst, 1); print(lst)
print("a\nb\r\nc".splitlines(keepends=True), "Hello".center(11, "*"), "x".join("abc"), "abc"[::-1], "Mississippi".count("ss"), "a,b,,c".split(","), " a  b ".split())
print(re.sub(r"(?P<w>\w+)@(\w+)", lambda m: m.group("w").upper() + "#" + m.group(2), "bob@x ann@y"), re.findall(r"\d+", "a1b22c333"), re.split(r"[,;]\s*", "a, b;c"))
print(json.dumps({"é": 1, "b": [1.0, None, True]}, ensure_ascii=False), json.dumps([1, 2], separators=(",", ":")), json.loads('{"a": [1, 2.5, null]}'))
print(sum([[1], [2]], start=[]), list(enumerate("ab", start=1)), sorted(["b", "A", "c"], key=str.casefold), "Hello World".translate(str.maketrans({"o": "0", "l": None})))
nums = [1, 2, 3, 4]
print([y for x in nums if (y := x * 2) > 4], y)
def outer():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
f = outer(); f(2); print(f(3))
print(isinstance(3.0, (int, float)), type(None).__name__, (lambda x, k=2: x * k)(3), divmod(-7, 2), -7 // 2, -7 % 2, 7 / 2, 2 ** -1, 10 ** 20, 1e100)
print(str(1/3), repr(0.1), 1e-5, 123456789.0 * 10, float("inf"), -0.0, 3.0, 1.5e16, 2**0.5, 1/7)
print(chr(65) + chr(0x1F600), ord("€"), "%5.2f|%-5d|%s|%r" % (3.14159, 42, "s", "r"), "{:>8}|{:<8}|{:^8}".format("a", "b", "c"))
print(sorted({3: "c", 1: "a"}.items()), dict(zip("ab", [1, 2])), {**{"a": 1}, "b": 2}, [*range(3), *"xy"])
print(max([], default=None), min("bca"), max({"a": 3, "b": 5}, key=lambda k: {"a": 3, "b": 5}[k]), any(x > 3 for x in nums), all([]))
print(list(itertools.accumulate([1, 2, 3], initial=100)), list(itertools.pairwise("abc")), list(itertools.zip_longest("ab", "x", fillvalue="-")))
print(list(itertools.groupby("aabbbc")) and [(k, len(list(g))) for k, g in itertools.groupby("aabbbc")])
class P:
    count = 0
    def __init__(self, x): self.x = x; P.count += 1
    def __eq__(self, o): return isinstance(o, P) and self.x == o.x
    def __hash__(self): return hash(self.x)
    def __repr__(self): return f"P({self.x!r})"
print({P(1), P(1), P(2)}, P.count, P(3) in [P(3)], sorted([P(2), P(1)], key=lambda p: p.x))
