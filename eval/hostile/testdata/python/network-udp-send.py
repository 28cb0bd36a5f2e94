# backends: python
# class: network
# expect: no connection reaches the harness listener; engine lives; next cell runs

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.sendto(b'udp hello', ('127.0.0.1', int(cfg['udpport'])))
