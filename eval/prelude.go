package eval

import _ "embed"

// PythonPrelude defines the host API in Python. Both Python backends run it
// once per session after binding the primitive _rlm_host(name, args), the
// function _rlm_globals() returning the session's globals dict, and the
// contexts; then they fill _rlm_builtin_names with every name defined so far,
// so SHOW_VARS lists only what the model created.
//
//go:embed prelude.py
var PythonPrelude string
