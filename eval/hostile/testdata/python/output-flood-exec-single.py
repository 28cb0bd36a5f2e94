# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

exec(compile("'x' * 10**7\n", "x", "single"))
