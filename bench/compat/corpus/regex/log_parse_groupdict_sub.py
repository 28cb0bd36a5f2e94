import re
log = """2024-01-05 10:00:01 ERROR [db] timeout after 30s
2024-01-05 10:00:05 INFO [web] GET /index 200
2024-01-05 10:01:00 WARN [db] slow query 2.5s"""
pat = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<lvl>\w+) \[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
rows = [m.groupdict() for m in pat.finditer(log)]
print(len(rows), rows[0]["msg"], {r["lvl"] for r in rows} == {"ERROR", "INFO", "WARN"})
print(re.sub(r"(\d+(?:\.\d+)?)s\b", lambda m: f"{float(m.group(1)) * 1000:.0f}ms", log.splitlines()[2]))
print(re.split(r"\s*[;,]\s*", "a ; b,c"), re.escape("a.b*c"), re.fullmatch(r"\d{4}-\d{2}-\d{2}", "2024-01-05") is not None)
print(re.findall(r"(?i)error|warn", log), re.search(r"(\d+)s", log).span(), re.sub(r"\s+", " ", "a   b \n c"))
m = re.search(r"(?<=\[)\w+(?=\])", log); print(m.group(), m.start())
print(re.findall(r"\b[A-Z]{2,}\b", "GET the HTTP OK x"), re.sub(r"(?P<w>\w+)@", r"\g<w> at ", "bob@x"), re.subn("a", "b", "aaa"))
