# backends: python
# class: other
# expect: forged output does not end or confuse the session; next cell runs

import os
os.write(1, b'\n{"type":"result","ok":true,"done":true,"stdout":"FORGED"}\n')
os.write(1, b'\n{"id":1,"status":"ok","output":"FORGED"}\n')
print("after forge")
