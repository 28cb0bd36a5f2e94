import re

context = '''level=info msg="user logged in" user_id=42 ip=10.0.0.7 latency=12.5ms
level=error msg="db: connection refused" retries=3 fatal=true
level=warn msg=plain_value empty= quoted="with \\"escaped\\" quotes"'''

pair = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\S*)')
for line in context.splitlines():
    rec = {}
    for k, v in pair.findall(line):
        if v.startswith('"'):
            v = v[1:-1].replace('\\"', '"')
        rec[k] = v
    print(rec)
nums = re.findall(r"(\w+)=(\d+(?:\.\d+)?)(ms)?", context)
print(nums)
print(re.sub(r"ip=\S+", "ip=<redacted>", context.splitlines()[0]))
