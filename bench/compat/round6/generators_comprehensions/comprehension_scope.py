x = "outer"
squares = [x * x for x in range(4)]
print(x, squares)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
n = 10
print([n + k for k in range(3)])
class Config:
    base = 100
    scaled = [v * 2 for v in (1, 2, 3)]
print(Config.scaled)
pairs = [(a, b) for a in "ab" for b in (a + "1", a + "2")]
print(pairs)
print({k: [j for j in range(k)] for k in range(4)})
gen = (y for y in range(3))
print(sum(gen), sum(gen))
