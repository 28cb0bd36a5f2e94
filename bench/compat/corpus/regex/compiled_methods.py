import re
rx = re.compile(r"(\w+)=(\S+)")
line = context.splitlines()[0]
print(rx.findall(line)[:3])
print(rx.search(line, 10).group(1))
print(rx.match(line).groups())
print(rx.sub(r"\1", line)[:40])
print(rx.split(line)[:4])
print(rx.pattern, rx.groups)
