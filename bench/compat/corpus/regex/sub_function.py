import re
def double(m):
    return str(int(m.group()) * 2)
print(re.sub(r"\d+", double, "a1 b22 c333"))
print(re.sub(r"[aeiou]", lambda m: m.group().upper(), "education"))
