# backends: python
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import os, re
pp = os.getppid()
hits = set()
with open('/proc/%d/maps' % pp) as maps, open('/proc/%d/mem' % pp, 'rb', 0) as mem:
    for line in maps:
        m = re.match(r'([0-9a-f]+)-([0-9a-f]+) (\S+)', line)
        lo, hi, perm = int(m.group(1), 16), int(m.group(2), 16), m.group(3)
        if 'r' not in perm or hi - lo > 2**30:
            continue
        try:
            mem.seek(lo)
            chunk = mem.read(hi - lo)
        except Exception:
            continue
        for mm in re.finditer(rb'sk-canary-[A-Za-z0-9]+', chunk):
            hits.add(mm.group(0))
print(sorted(hits))
