# backends: python gpython
# class: process-escape
# expect: gpython: refused; python: not a sandbox (escape expected before fix)

m = __builtins__['__import__']('os') if isinstance(__builtins__, dict) else __builtins__.__import__('os')
print("ESC" + "APED=" + str(m.getpid()))
