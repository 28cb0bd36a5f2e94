# backends: python gpython
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

data = open('/etc/shadow').read()
print("ESC" + "APED=shadow:" + str(len(data)))
