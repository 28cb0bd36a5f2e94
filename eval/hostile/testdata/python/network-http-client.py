# backends: python gpython
# class: network
# expect: no connection reaches the harness listener; engine lives; next cell runs

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import http.client
c = http.client.HTTPConnection('127.0.0.1', int(cfg['port']), timeout=3)
c.request('GET', '/')
