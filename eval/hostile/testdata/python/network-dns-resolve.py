# backends: python
# class: network
# expect: name resolution fails; engine lives

import socket
print("ESC" + "APED=dns:" + socket.gethostbyname('localhost'))
