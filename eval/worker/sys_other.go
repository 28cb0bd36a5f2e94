//go:build !unix

package worker

import (
	"errors"
	"os"
	"syscall"
)

const supported = false

var errUnsupported = errors.New("worker processes are not supported on this platform")

func mapContexts([]*os.File, []int64) ([]string, error) { return nil, errUnsupported }
func oobSpace(int) int                                  { return 0 }
func parseRights([]byte) ([]*os.File, error)            { return nil, errUnsupported }
func setRlimits(initMsg) error                          { return errUnsupported }
func signalGroup(int, syscall.Signal)                   {}
func socketPair() (*os.File, *os.File, error)           { return nil, nil, errUnsupported }
func unixRights([]*os.File) []byte                      { return nil }
func sysProcAttr() *syscall.SysProcAttr                 { return nil }
