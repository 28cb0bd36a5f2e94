import re
msgs = re.findall(r'msg="([^"]*)"', context)
print(len(msgs), msgs[0])
print(sorted(set(m.split()[0] for m in msgs)))
