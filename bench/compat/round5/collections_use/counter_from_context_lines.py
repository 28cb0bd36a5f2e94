from collections import Counter
statuses = [200, 200, 404, 500, 200, 301, 404, 200, 503, 200, 200, 404]
paths = ["/", "/api", "/login", "/api", "/", "/old", "/missing", "/api", "/api", "/", "/login", "/favicon.ico"]
context = "\n".join(f'GET {p} HTTP/1.1" {s} {len(p) * 100}' for p, s in zip(paths, statuses))
status = Counter()
path_errors = Counter()
bytes_by_class = Counter()
for line in context.splitlines():
    parts = line.split()
    code = int(parts[3])
    status[code] += 1
    bytes_by_class[f"{code // 100}xx"] += int(parts[4])
    if code >= 400:
        path_errors[parts[1]] += 1
print(sorted(status.items()))
print(path_errors.most_common())
print(dict(sorted(bytes_by_class.items())))
err_rate = sum(v for k, v in status.items() if k >= 400) / status.total()
print(f"error rate: {err_rate:.1%}")
