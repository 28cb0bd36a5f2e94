from collections import ChainMap

defaults = {"host": "localhost", "port": 8080, "debug": False, "workers": 2}
file_cfg = {"port": 9000, "workers": 4}
env = {"debug": True}
cli = {}

cfg = ChainMap(cli, env, file_cfg, defaults)
for key in ("host", "port", "debug", "workers"):
    source = next(name for name, m in zip(("cli", "env", "file", "defaults"), cfg.maps) if key in m)
    print(f"{key:<8} = {cfg[key]!s:<10} (from {source})")

cli["port"] = 7000
print(cfg["port"], len(cfg), sorted(cfg))
child = cfg.new_child({"host": "0.0.0.0"})
print(child["host"], cfg["host"], child.parents["host"])
child["extra"] = 1
print("extra" in cfg, "extra" in child, dict(child.maps[0]))
del cfg["port"]
print(cfg["port"], cli)
try:
    del cfg["host"]
except KeyError as e:
    print("KeyError:", e)
