# backends: python gpython
# class: shared-state
# expect: children patching str concurrently do not crash the engine; next cell runs
# max-depth: 2
# mock-script: child-race.json

try:
    r = rlm_query_batched([("a", "CHILDQ-RACE 1"), ("b", "CHILDQ-RACE 2"), ("c", "CHILDQ-RACE 3"), ("d", "CHILDQ-RACE 4")])
except NameError:
    r = [rlm_query(x, "CHILDQ-RACE %d" % i) for i, x in enumerate("abcd")]
print(r)
