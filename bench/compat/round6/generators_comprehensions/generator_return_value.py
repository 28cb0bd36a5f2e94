def tokenize(text):
    count = 0
    for word in text.split():
        w = word.strip(".,!?").lower()
        if w:
            count += 1
            yield w
    return count

def collect(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value

words, n = collect(tokenize("Hello, world! Hello again... ?"))
print(words, n)

def outer():
    total = 0
    for chunk in ["a b c", "d e", ""]:
        total += yield from tokenize(chunk)
    return total

g = outer()
print(list(g))
g2 = outer()
for _ in g2:
    pass
try:
    next(g2)
except StopIteration as e:
    print("exhausted, value:", e.value)
res = collect(outer())
print(res)
