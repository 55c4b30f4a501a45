//  SignUpViewController.m — a form whose button height Masonry updates in updateViewConstraints.
//  Its Swift/SnapKit twin, Twins/SignUpViewController.swiftlay, lays out to identical frames.
#import "SignUpViewController.h"
#import <Masonry/Masonry.h>

#define kMargin 20
#define kFieldHeight 44

@interface SignUpViewController ()
@property (nonatomic, strong) UILabel *headlineLabel;
@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *signUpButton;
@property (nonatomic, assign) BOOL compact;
@end

@implementation SignUpViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];

    self.headlineLabel = [UILabel new];
    self.headlineLabel.text = @"Create your account";
    self.headlineLabel.font = [UIFont boldSystemFontOfSize:28];
    self.headlineLabel.numberOfLines = 0;

    self.emailField = [self fieldWithPlaceholder:@"Email"];
    self.passwordField = [self fieldWithPlaceholder:@"Password"];
    self.passwordField.secureTextEntry = YES;

    self.signUpButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.signUpButton setTitle:@"Sign up" forState:UIControlStateNormal];
    [self.signUpButton setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
    self.signUpButton.backgroundColor = [UIColor systemBlueColor];
    self.signUpButton.layer.cornerRadius = 10;

    NSArray *views = @[self.headlineLabel, self.emailField, self.passwordField, self.signUpButton];
    for (UIView *view in views) {
        [self.view addSubview:view];
    }

    [self.headlineLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(32);
        make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, kMargin, 0, kMargin));
    }];
    [self.emailField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.headlineLabel.mas_bottom).offset(24);
        make.left.right.equalTo(self.headlineLabel);
        make.height.mas_equalTo(kFieldHeight);
    }];
    [self.passwordField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.emailField.mas_bottom).offset(12);
        make.left.right.height.equalTo(self.emailField);
    }];
    [self.signUpButton mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.passwordField.mas_bottom).offset(24);
        make.left.right.equalTo(self.emailField);
        make.height.mas_equalTo(kFieldHeight);
    }];
}

- (void)updateViewConstraints {
    [self.signUpButton mas_updateConstraints:^(MASConstraintMaker *make) {
        make.height.mas_equalTo(self.compact ? kFieldHeight : 52);
    }];
    [super updateViewConstraints];
}

- (UITextField *)fieldWithPlaceholder:(NSString *)placeholder {
    UITextField *field = [[UITextField alloc] init];
    field.placeholder = placeholder;
    field.borderStyle = UITextBorderStyleRoundedRect;
    field.font = [UIFont systemFontOfSize:17];
    return field;
}

@end
