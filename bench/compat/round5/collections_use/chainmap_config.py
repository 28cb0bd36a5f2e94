from collections import ChainMap
defaults = {"timeout": 30, "retries": 3, "verbose": False, "model": "small"}
env = {"timeout": 60}
cli = {"verbose": True}
cfg = ChainMap(cli, env, defaults)
for k in sorted(cfg):
    src = next(name for name, m in (("cli", cli), ("env", env), ("defaults", defaults)) if k in m)
    print(f"{k:<8}= {cfg[k]!s:<6} (from {src})")
child = cfg.new_child({"model": "large"})
print(child["model"], cfg["model"])
child["retries"] = 5
print(child.maps[0], defaults["retries"])
print(len(cfg), dict(sorted(cfg.items())))
