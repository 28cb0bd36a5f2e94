# First, let me understand the structure of the context.
print(type(context).__name__, len(context))
lines = context.split("\n")
print(f"Total lines: {len(lines)}")
print("First 3 lines:")
for ln in lines[:3]:
    print("  ", ln[:90])
print("Last non-empty line:", [l for l in lines if l.strip()][-1])
print(f"Empty lines: {sum(1 for l in lines if not l.strip())}")
