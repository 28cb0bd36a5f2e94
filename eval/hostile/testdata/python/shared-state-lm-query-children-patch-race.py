# backends: python gpython
# class: shared-state
# expect: children patching str concurrently do not crash the engine; next cell runs
# max-depth: 2
# mock-script: child-race.json

ids = [lm_query("CHILDQ-RACE %d" % i) for i in range(4)]
# %%
for i in ids:
    try:
        print(await_lm_query(i))
    except Exception as e:
        print('child failed', type(e).__name__)
