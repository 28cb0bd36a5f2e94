# backends: gpython
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

print("ESC" + "APED=" + open('/etc/passwd').read()[:40])
