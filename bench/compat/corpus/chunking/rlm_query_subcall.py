lines = context.splitlines()
half = len(lines) // 2
a = rlm_query("\n".join(lines[:half]), "How many spam?")
b = rlm_query("\n".join(lines[half:]), "How many spam?")
print(a[:30], b[:30], sep=" | ")
