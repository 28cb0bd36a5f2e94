package rlmstd

import "errors"

// The errors functions walk a chain through the Unwrap, Is and As methods
// of the cell's own types, which native package errors cannot see: yaegi
// hands native code an interpreted error inside a wrapper with only Error.
// Inside the interpreter the reverse holds: an interpreted value keeps its
// methods only while it is held as `any` (held as `error` it is the
// wrapper), and a type switch never matches a native value against an
// interface written in interpreted code. So the walk holds every error as
// `any`, asks the interpreted methods first and the session's native
// NativeErrorStep for the native ones.

// NativeErrorStep is set by the session (eval/golang/errwrap.go): it
// returns x with yaegi's interface wrapper taken off, and the errors x's
// native Unwrap method returns.
var NativeErrorStep func(x any) (self any, kids []any)

// NativeErrorSame is set by the session: it compares two errors with
// yaegi's wrappers taken off both.
var NativeErrorSame func(a, b any) bool

// errorStep returns what err's Unwrap returns, from the interpreted
// methods or else the native ones, and err itself unwrapped.
func errorStep(err any) (any, []any) {
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		if next := u.Unwrap(); next != nil {
			return err, []any{next}
		}
		return err, nil
	case interface{ Unwrap() []error }:
		var kids []any
		for _, e := range u.Unwrap() {
			if e != nil {
				kids = append(kids, e)
			}
		}
		return err, kids
	}
	if NativeErrorStep == nil {
		return err, nil
	}
	return NativeErrorStep(err)
}

// ErrorsUnwrap is errors.Unwrap.
func ErrorsUnwrap(err any) error {
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		return u.Unwrap()
	case interface{ Unwrap() []error }:
		return nil
	}
	if e, ok := err.(error); ok {
		return errors.Unwrap(e)
	}
	return nil
}

// ErrorsIs is errors.Is.
func ErrorsIs(err, target any) bool {
	if err == nil || target == nil {
		return err == target
	}
	stack := []any{err}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if sameError(e, target) {
			return true
		}
		if x, ok := e.(interface{ Is(error) bool }); ok {
			if t, ok := target.(error); ok && x.Is(t) {
				return true
			}
		}
		self, kids := errorStep(e)
		if !identical(self, e) && sameError(self, target) {
			return true
		}
		for k := len(kids) - 1; k >= 0; k-- {
			stack = append(stack, kids[k])
		}
	}
	return false
}

// identical is a == b, false where the dynamic type is not comparable.
func identical(a, b any) (same bool) {
	defer func() {
		if recover() != nil {
			same = false
		}
	}()
	return a == b
}

// sameError is err == target, false where Go's errors.Is would not
// compare: when the dynamic type is not comparable.
func sameError(err, target any) (same bool) {
	defer func() {
		if recover() != nil {
			same = false
		}
	}()
	return err == target || NativeErrorSame != nil && NativeErrorSame(err, target)
}

// ErrorsAs is errors.As for a target of any type: Go's vet check that
// *target is an interface or implements error stays the compiler's.
func ErrorsAs[T any](err any, target *T) bool {
	if target == nil {
		panic("errors: target cannot be nil")
	}
	if err == nil {
		return false
	}
	return errorsAs(err, target)
}

// errorsAs walks the tree depth first with a stack of its own: yaegi
// does not compile a generic function that calls itself.
func errorsAs[T any](err any, target *T) bool {
	stack := []any{err}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if t, ok := e.(T); ok {
			*target = t
			return true
		}
		if x, ok := e.(interface{ As(any) bool }); ok && x.As(target) {
			return true
		}
		self, kids := errorStep(e)
		if self != nil && !identical(self, e) {
			if t, ok := self.(T); ok {
				*target = t
				return true
			}
		}
		for k := len(kids) - 1; k >= 0; k-- {
			stack = append(stack, kids[k])
		}
	}
	return false
}

// ErrorsAsType is errors.AsType (Go 1.26).
func ErrorsAsType[E error](err any) (E, bool) {
	var e E
	if err == nil {
		return e, false
	}
	ok := errorsAs(err, &e)
	return e, ok
}
