# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

print('x' * 10**9)
