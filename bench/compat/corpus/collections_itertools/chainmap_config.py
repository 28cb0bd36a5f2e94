from collections import ChainMap

defaults = {"chunk_size": 50, "model": "small", "retries": 2, "verbose": False}
env = {"model": "large"}
cli = {"chunk_size": 25, "verbose": True}
config = ChainMap(cli, env, defaults)
print(config["chunk_size"], config["model"], config["retries"], config["verbose"])
print(dict(config))
print(len(config), sorted(config))

child = config.new_child({"retries": 5})
child["extra"] = "x"
print(child["retries"], config["retries"], child.maps[0])
print(list(child.parents.maps[0].items()))
del child["extra"]
try:
    del child["model"]
except KeyError as e:
    print("KeyError", e)

lines = context.splitlines()
size = config["chunk_size"]
chunks = [lines[i:i + size] for i in range(0, len(lines), size)]
queries = [(("\n".join(c)), f"[{config['model']}] list alerts") for c in chunks]
for r in rlm_query_batched(queries):
    print(r)
print("model" in config, "missing" in config, config.get("missing", "default"))
