s = context.splitlines()[0]
print(s.find("user="), s.rfind("="), s.index("label"), s.rindex(" "))
print(s.find("zzz"), s.rfind("zzz"))
try:
    s.index("zzz")
except ValueError as e:
    print("ValueError", e)
