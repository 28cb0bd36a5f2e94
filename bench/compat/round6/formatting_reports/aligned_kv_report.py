context = """name: rlm-worker-07
uptime_seconds: 983412
memory_mb: 1536.75
requests_total: 1289345
error_rate: 0.00423
last_deploy: 2024-04-30
healthy: true"""

kv = dict(line.split(": ", 1) for line in context.splitlines())
width = max(map(len, kv))
def pretty(key, value):
    if key == "uptime_seconds":
        s = int(value)
        d, s = divmod(s, 86400)
        h, s = divmod(s, 3600)
        m, s = divmod(s, 60)
        return f"{d}d {h:02d}h {m:02d}m {s:02d}s"
    if key == "memory_mb":
        return f"{float(value) / 1024:.2f} GiB"
    if key == "requests_total":
        return f"{int(value):,}"
    if key == "error_rate":
        return f"{float(value):.3%}"
    if key == "healthy":
        return "yes" if value == "true" else "NO"
    return value
for k, v in kv.items():
    print(f"{k.replace('_', ' ').title():.<{width + 4}} {pretty(k, v)}")
