class BadLine(Exception):
    pass

def parse_lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("NOTE"):
            raise BadLine(f"note at line {n}: {line[:22]}")
        yield n, line.split()[1][5:]

gen = parse_lines(context)
users = []
try:
    for n, u in gen:
        users.append(u)
except BadLine as e:
    print("stopped:", e)
print(len(users), users[-3:])
try:
    next(gen)
except StopIteration:
    print("generator exhausted after exception")

def tolerant(text):
    skipped = 0
    for line in text.splitlines():
        try:
            if line.startswith("NOTE"):
                raise BadLine(line.split(":")[0])
            yield line.split()[2][6:]
        except BadLine as e:
            skipped += 1
            print("  skip", e)
    print("  skipped total", skipped)

labels = list(tolerant(context))
print(len(labels), labels.count("spam"))
