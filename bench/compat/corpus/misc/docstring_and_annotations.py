def area(w: float, h: float = 1.0) -> float:
    """Return the area."""
    return w * h
print(area(3), area.__doc__, area.__name__)
