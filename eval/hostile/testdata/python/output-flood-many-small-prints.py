# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

for i in range(10**7):
    print(i)
