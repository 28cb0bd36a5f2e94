# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

c = compile("exec(c)", "<x>", "exec")
exec(c)
