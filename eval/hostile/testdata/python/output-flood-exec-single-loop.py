# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

code = compile("'q' * 2**20\n", "x", "single")
for _ in range(500):
    exec(code)
