package gpyseam

import "github.com/go-python/gpython/vm"

// Opcode is a gpython opcode number.
type Opcode = vm.OpCode

// gpython's opcodes (CPython 3.4's numbering), re-exported so that no other
// package imports gpython/vm.
const (
	POP_TOP              = vm.POP_TOP
	ROT_TWO              = vm.ROT_TWO
	ROT_THREE            = vm.ROT_THREE
	DUP_TOP              = vm.DUP_TOP
	DUP_TOP_TWO          = vm.DUP_TOP_TWO
	NOP                  = vm.NOP
	UNARY_POSITIVE       = vm.UNARY_POSITIVE
	UNARY_NEGATIVE       = vm.UNARY_NEGATIVE
	UNARY_NOT            = vm.UNARY_NOT
	UNARY_INVERT         = vm.UNARY_INVERT
	BINARY_POWER         = vm.BINARY_POWER
	BINARY_MULTIPLY      = vm.BINARY_MULTIPLY
	BINARY_MODULO        = vm.BINARY_MODULO
	BINARY_ADD           = vm.BINARY_ADD
	BINARY_SUBTRACT      = vm.BINARY_SUBTRACT
	BINARY_SUBSCR        = vm.BINARY_SUBSCR
	BINARY_FLOOR_DIVIDE  = vm.BINARY_FLOOR_DIVIDE
	BINARY_TRUE_DIVIDE   = vm.BINARY_TRUE_DIVIDE
	INPLACE_FLOOR_DIVIDE = vm.INPLACE_FLOOR_DIVIDE
	INPLACE_TRUE_DIVIDE  = vm.INPLACE_TRUE_DIVIDE
	STORE_MAP            = vm.STORE_MAP
	INPLACE_ADD          = vm.INPLACE_ADD
	INPLACE_SUBTRACT     = vm.INPLACE_SUBTRACT
	INPLACE_MULTIPLY     = vm.INPLACE_MULTIPLY
	INPLACE_MODULO       = vm.INPLACE_MODULO
	STORE_SUBSCR         = vm.STORE_SUBSCR
	DELETE_SUBSCR        = vm.DELETE_SUBSCR
	BINARY_LSHIFT        = vm.BINARY_LSHIFT
	BINARY_RSHIFT        = vm.BINARY_RSHIFT
	BINARY_AND           = vm.BINARY_AND
	BINARY_XOR           = vm.BINARY_XOR
	BINARY_OR            = vm.BINARY_OR
	INPLACE_POWER        = vm.INPLACE_POWER
	GET_ITER             = vm.GET_ITER
	PRINT_EXPR           = vm.PRINT_EXPR
	LOAD_BUILD_CLASS     = vm.LOAD_BUILD_CLASS
	YIELD_FROM           = vm.YIELD_FROM
	INPLACE_LSHIFT       = vm.INPLACE_LSHIFT
	INPLACE_RSHIFT       = vm.INPLACE_RSHIFT
	INPLACE_AND          = vm.INPLACE_AND
	INPLACE_XOR          = vm.INPLACE_XOR
	INPLACE_OR           = vm.INPLACE_OR
	BREAK_LOOP           = vm.BREAK_LOOP
	WITH_CLEANUP         = vm.WITH_CLEANUP
	RETURN_VALUE         = vm.RETURN_VALUE
	IMPORT_STAR          = vm.IMPORT_STAR
	YIELD_VALUE          = vm.YIELD_VALUE
	POP_BLOCK            = vm.POP_BLOCK
	END_FINALLY          = vm.END_FINALLY
	POP_EXCEPT           = vm.POP_EXCEPT
	HAVE_ARGUMENT        = vm.HAVE_ARGUMENT
	STORE_NAME           = vm.STORE_NAME
	DELETE_NAME          = vm.DELETE_NAME
	UNPACK_SEQUENCE      = vm.UNPACK_SEQUENCE
	FOR_ITER             = vm.FOR_ITER
	UNPACK_EX            = vm.UNPACK_EX
	STORE_ATTR           = vm.STORE_ATTR
	DELETE_ATTR          = vm.DELETE_ATTR
	STORE_GLOBAL         = vm.STORE_GLOBAL
	DELETE_GLOBAL        = vm.DELETE_GLOBAL
	LOAD_CONST           = vm.LOAD_CONST
	LOAD_NAME            = vm.LOAD_NAME
	BUILD_TUPLE          = vm.BUILD_TUPLE
	BUILD_LIST           = vm.BUILD_LIST
	BUILD_SET            = vm.BUILD_SET
	BUILD_MAP            = vm.BUILD_MAP
	LOAD_ATTR            = vm.LOAD_ATTR
	COMPARE_OP           = vm.COMPARE_OP
	IMPORT_NAME          = vm.IMPORT_NAME
	IMPORT_FROM          = vm.IMPORT_FROM
	JUMP_FORWARD         = vm.JUMP_FORWARD
	JUMP_IF_FALSE_OR_POP = vm.JUMP_IF_FALSE_OR_POP
	JUMP_IF_TRUE_OR_POP  = vm.JUMP_IF_TRUE_OR_POP
	JUMP_ABSOLUTE        = vm.JUMP_ABSOLUTE
	POP_JUMP_IF_FALSE    = vm.POP_JUMP_IF_FALSE
	POP_JUMP_IF_TRUE     = vm.POP_JUMP_IF_TRUE
	LOAD_GLOBAL          = vm.LOAD_GLOBAL
	CONTINUE_LOOP        = vm.CONTINUE_LOOP
	SETUP_LOOP           = vm.SETUP_LOOP
	SETUP_EXCEPT         = vm.SETUP_EXCEPT
	SETUP_FINALLY        = vm.SETUP_FINALLY
	LOAD_FAST            = vm.LOAD_FAST
	STORE_FAST           = vm.STORE_FAST
	DELETE_FAST          = vm.DELETE_FAST
	RAISE_VARARGS        = vm.RAISE_VARARGS
	CALL_FUNCTION        = vm.CALL_FUNCTION
	MAKE_FUNCTION        = vm.MAKE_FUNCTION
	BUILD_SLICE          = vm.BUILD_SLICE
	MAKE_CLOSURE         = vm.MAKE_CLOSURE
	LOAD_CLOSURE         = vm.LOAD_CLOSURE
	LOAD_DEREF           = vm.LOAD_DEREF
	STORE_DEREF          = vm.STORE_DEREF
	DELETE_DEREF         = vm.DELETE_DEREF
	CALL_FUNCTION_VAR    = vm.CALL_FUNCTION_VAR
	CALL_FUNCTION_KW     = vm.CALL_FUNCTION_KW
	CALL_FUNCTION_VAR_KW = vm.CALL_FUNCTION_VAR_KW
	SETUP_WITH           = vm.SETUP_WITH
	EXTENDED_ARG         = vm.EXTENDED_ARG
	LIST_APPEND          = vm.LIST_APPEND
	SET_ADD              = vm.SET_ADD
	MAP_ADD              = vm.MAP_ADD
	LOAD_CLASSDEREF      = vm.LOAD_CLASSDEREF
)

// COMPARE_OP's arguments.
const (
	PyCmp_LT        = vm.PyCmp_LT
	PyCmp_LE        = vm.PyCmp_LE
	PyCmp_EQ        = vm.PyCmp_EQ
	PyCmp_NE        = vm.PyCmp_NE
	PyCmp_GT        = vm.PyCmp_GT
	PyCmp_GE        = vm.PyCmp_GE
	PyCmp_IN        = vm.PyCmp_IN
	PyCmp_NOT_IN    = vm.PyCmp_NOT_IN
	PyCmp_IS        = vm.PyCmp_IS
	PyCmp_IS_NOT    = vm.PyCmp_IS_NOT
	PyCmp_EXC_MATCH = vm.PyCmp_EXC_MATCH
	PyCmp_BAD       = vm.PyCmp_BAD
)
