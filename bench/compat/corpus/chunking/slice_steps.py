s = context[:500]
print(s[::50])
print(len(s[::-1]), s[-1:-10:-3])
