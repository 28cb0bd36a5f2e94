# json.encoder: the encoder class json itself defines.

from json import JSONEncoder

INFINITY = float("inf")
