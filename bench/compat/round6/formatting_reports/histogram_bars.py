from collections import Counter

context = "GET /a 200|GET /b 404|POST /a 201|GET /a 200|GET /c 500|GET /a 200|POST /b 201|GET /b 200|GET /c 503|GET /a 304"
codes = Counter(entry.split()[2] for entry in context.split("|"))
classes = Counter(code[0] + "xx" for code in codes.elements())
maxn = max(codes.values())
for code, n in sorted(codes.items()):
    bar = "#" * round(n / maxn * 20)
    print(f"{code} | {bar:<20} | {n:>2} ({n / sum(codes.values()):5.1%})")
print()
for cls in sorted(classes):
    n = classes[cls]
    print(f"{cls}: {'█' * n}{'░' * (10 - n)} {n}")
