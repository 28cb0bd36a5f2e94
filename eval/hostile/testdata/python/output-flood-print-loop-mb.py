# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

line = 'y' * 2**20
for _ in range(3000):
    print(line)
