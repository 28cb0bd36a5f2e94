# First look at the context before deciding on a strategy
print(type(context).__name__, len(context))
lines = context.splitlines()
print(f"{len(lines)} lines, {len(context.split())} whitespace tokens")
print("--- head ---")
for ln in lines[:3]:
    print(ln[:80] + ("..." if len(ln) > 80 else ""))
print("--- tail ---")
for ln in lines[-2:]:
    print(ln)

note_idx = [i for i, ln in enumerate(lines) if ln.startswith("NOTE")]
print("NOTE lines at:", note_idx)
avg = sum(map(len, lines)) / len(lines)
print(f"avg line length: {avg:.1f}, max: {max(map(len, lines))}, min: {min(map(len, lines))}")
