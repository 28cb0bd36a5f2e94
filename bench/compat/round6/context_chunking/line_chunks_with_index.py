context = "\n".join(f"[{i:04d}] user{i % 7} action={['login', 'view', 'buy', 'logout'][i % 4]}" for i in range(230))
lines = context.split("\n")
CHUNK = 50
chunks = [(start, lines[start:start + CHUNK]) for start in range(0, len(lines), CHUNK)]
print(f"{len(lines)} lines -> {len(chunks)} chunks")
summary = []
for start, block in chunks:
    buys = [l for l in block if l.endswith("action=buy")]
    summary.append({"lines": f"{start}-{start + len(block) - 1}", "buys": len(buys),
                    "first": block[0][:6], "last": block[-1][:6]})
for s in summary:
    print(s)
print("total buys:", sum(s["buys"] for s in summary))
print("check:", context.count("action=buy"))
