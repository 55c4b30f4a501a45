//  SignUpViewController.h — a sign-up form.
#import <UIKit/UIKit.h>

@interface SignUpViewController : UIViewController
@end
