class ReportIncomplete(Exception):
    pass

checkpoints = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        n = int(line.split()[2].rstrip(":"))
        errs = int(line.split(":")[1].split()[0])
        ticket = line.rsplit("#", 1)[1]
        checkpoints.append((n, errs, ticket))

print(checkpoints)
total_errs = sum(e for _, e, _ in checkpoints)
print("total errors:", total_errs)
expected = list(range(25, 201, 25))
missing = [c for c in expected if c not in {n for n, _, _ in checkpoints}]
print("missing:", missing)
if total_errs > 10:
    raise ReportIncomplete(f"{total_errs} errors across {len(checkpoints)} checkpoints")
print("unreachable if many errors")
