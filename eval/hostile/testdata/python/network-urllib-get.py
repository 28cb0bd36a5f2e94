# backends: python gpython
# class: network
# expect: no connection reaches the harness listener; engine lives; next cell runs

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import urllib.request
urllib.request.urlopen('http://127.0.0.1:%s/' % cfg['port'], timeout=3).read()
