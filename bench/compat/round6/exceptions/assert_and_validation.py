def check_row(row):
    assert isinstance(row, dict), f"row must be a dict, got {type(row).__name__}"
    assert "score" in row, "row has no score"
    assert 0 <= row["score"] <= 100, f"score {row['score']} out of range"
    return row["score"]

rows = [{"score": 88}, {"score": 101}, ["score", 5], {}, {"score": 0}]
valid = []
for r in rows:
    try:
        valid.append(check_row(r))
    except AssertionError as e:
        print("invalid:", e)
print(valid)
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
try:
    assert valid, "empty"
    assert len(valid) > 5, ("too few", len(valid))
except AssertionError as e:
    print(e.args[0])
