lines = [l for l in context.splitlines() if l.startswith("id=")]
batch = 16
findings = []
total_batches = (len(lines) + batch - 1) // batch
for b in range(total_batches):
    part = lines[b * batch:(b + 1) * batch]
    ans = llm_query(f"Find password resets in batch {b}:\n" + "\n".join(part))
    hits = [l.split()[0] for l in part if "password reset" in l]
    findings.append((b, len(hits), ans))
    if (b + 1) % 4 == 0 or b == total_batches - 1:
        done = min((b + 1) * batch, len(lines))
        print(f"progress: {b + 1}/{total_batches} batches, {done}/{len(lines)} lines ({done / len(lines):.0%})")

print("batches with resets:", [b for b, n, _ in findings if n])
print("total resets:", sum(n for _, n, _ in findings))
print(findings[0][2])
