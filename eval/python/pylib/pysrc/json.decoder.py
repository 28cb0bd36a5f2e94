# json.decoder: the decoder class and its error, as json defines them.

from json import JSONDecoder, JSONDecodeError
